import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";

/** A fake server listening on 127.0.0.1: its origin (no trailing slash) and a way to stop it. */
export interface Listening {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Serves `app` on 127.0.0.1 at an ephemeral port, so test files never fight over a port; `port` fixes it
 * (a browser test whose server is configured with the fake's address before the fake starts).
 */
export function listen(app: Hono, port = 0): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      resolve({
        baseUrl: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            if ("closeAllConnections" in server) server.closeAllConnections();
            server.close((error) => (error ? fail(error) : done()));
          }),
      });
    });
    server.once("error", reject);
  });
}
