import { z } from "zod";

/** A download's id: the print job's UUID. */
export const JobId = z
  .string({ error: "print.errors.downloadNotFound" })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, "print.errors.downloadNotFound");
