/** `GET /api/calibration`: the estimator's calibration from completed projects (issue 20 item 7; staff). */
import { useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

export type Calibration = InferResponseType<(typeof api)["calibration"]["$get"], 200>;
export type CalibrationRatio = Calibration["ratios"][number];

/** Fetches the ratios per kind of work, the rule that applies them and their history by month. */
export async function getCalibration() {
  return unwrap(await api.calibration.$get());
}

/** The calibration, as the staff page shows it. */
export function useCalibration() {
  return useQuery({ queryKey: ["calibration"], queryFn: getCalibration });
}
