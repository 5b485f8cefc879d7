/** The built-in content in the shape WordPress stores it, for the plugin's import (docs/wordpress-import.md). */
export { buildBundle } from "./build.ts";
export {
  BUNDLE_FORMAT,
  BUNDLE_TYPES,
  type Bundle,
  type BundleCell,
  type BundleImage,
  type BundleRecord,
  type BundleRow,
  type BundleType,
  type BundleValue,
} from "./format.ts";
export { type BuiltInBundleOptions, createBuiltInBundleRouter } from "./router.ts";
