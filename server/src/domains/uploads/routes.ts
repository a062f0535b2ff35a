import {
  AppError,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  uploadedImageSchema,
  validationError,
  venuePhotoCheckSchema,
} from "@crease/core";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { venueIdParams } from "../../lib/params";
import { authorize, requireUser } from "../../plugins/session";
import type { UploadsService } from "./service";

const TOO_MANY = { message: "You can upload at most {files} images at a time", values: { files: MAX_UPLOAD_FILES } };
const UNREADABLE = 'The upload could not be read: send the images as multipart/form-data in the field "files"';
const TOO_LARGE = {
  message: "Each image must be at most {megabytes} MB",
  values: { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 },
};

/** Reads the "files" parts into memory (at most 10 × 8 MB), turning the parser's limits into our messages. */
async function readFiles(request: FastifyRequest): Promise<Buffer[]> {
  const buffers: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      if (part.fieldname !== "files") {
        part.file.resume();
        throw validationError('Send the images in the field "files"', {
          files: 'Send the images in the field "files"',
        });
      }
      buffers.push(await part.toBuffer());
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError("PAYLOAD_TOO_LARGE", TOO_LARGE, { files: TOO_LARGE });
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") throw validationError(TOO_MANY, { files: TOO_MANY });
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    // The multipart parser's own errors (no boundary, a truncated body) are the sender's fault.
    throw validationError(UNREADABLE, { files: UNREADABLE });
  }
  return buffers;
}

export async function uploadRoutes(fastify: FastifyInstance, opts: { uploads: UploadsService }) {
  // Scoped to this plugin: only /api/uploads accepts multipart bodies.
  await fastify.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 20, fieldSize: 1000, parts: 40 },
  });

  fastify.post(
    "/api/uploads",
    {
      onRequest: authorize("upload.image"),
      schema: contract({
        id: "uploadImages",
        summary:
          'Upload venue photos (multipart/form-data, field "files"): stored as WebP in 400, 800 and full width (never enlarged) with a thumbnail',
        tag: "uploads",
        audience: "session",
        ok: { 201: z.array(uploadedImageSchema) },
        errors: [400, 403, 413, 415, 429],
      }),
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", 'Send the images as multipart/form-data in the field "files"');
      }
      const buffers = await readFiles(request);
      if (buffers.length === 0) {
        throw validationError("Choose at least one image to upload", { files: "Choose at least one image to upload" });
      }
      return reply.status(201).send(await opts.uploads.store(buffers, requireUser(request).id));
    },
  );

  fastify.withTypeProvider<ZodTypeProvider>().get(
    "/api/venues/:id/photo-checks",
    {
      onRequest: authorize("venue.moderate"),
      schema: {
        ...contract({
          id: "getVenuePhotoChecks",
          summary:
            "For the admin moderating a venue: its photos in order, each with why it looks like a screenshot (screen-size, few-colours) or null",
          tag: "uploads",
          audience: "session",
          ok: { 200: z.array(venuePhotoCheckSchema) },
          errors: [400, 403, 404],
        }),
        params: venueIdParams,
      },
    },
    async (request) => opts.uploads.photoChecks(request.params.id),
  );
}
