import type { PublicConfig } from "@crease/core";
import { publicConfigSchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import { contract } from "../../lib/contract";

const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** What the browser needs to know about this installation (never a secret). */
export async function configRoutes(app: FastifyInstance, opts: { config: Config }) {
  const body: PublicConfig = {
    mapTileUrl: opts.config.mapTileUrl,
    mapAttribution: OSM_ATTRIBUTION,
    paymentProvider: opts.config.payment.provider,
    appUrl: opts.config.appUrl,
  };
  app.get(
    "/api/config",
    {
      schema: contract({
        id: "getConfig",
        summary: "What the browser needs to know about this installation",
        tag: "system",
        audience: "public",
        ok: { 200: publicConfigSchema },
      }),
    },
    async () => body,
  );
}
