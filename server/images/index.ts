/**
 * The image service's front door (decision 019): the rest of the server may use only this
 * (scripts/lib/layers.test.ts).
 */
export { createImageService, type ImageService } from "./service.ts";
