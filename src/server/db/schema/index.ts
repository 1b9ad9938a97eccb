export * from "./auth";
export * from "./collaboration";
export * from "./disputes";
export * from "./payments";
export * from "./people";
export * from "./projects";
export * from "./reviews";
export * from "./system";
