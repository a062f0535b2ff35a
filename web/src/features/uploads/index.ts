/** The uploads feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
export { ImageUploader } from "./components/image-uploader";
