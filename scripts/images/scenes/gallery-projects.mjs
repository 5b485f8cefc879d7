// The 24 gallery pictures, one per project of app/content/gallery/albums.ts (same names),
// drawn to match each caption: finish, colours, props and light.
import { galleryCloseUp, galleryScene } from "./gallery.mjs";

const scene = (name, params) => ({ name, draw: () => galleryScene(params) });
const closeUp = (name, params) => ({ name, draw: () => galleryCloseUp(params) });

export const GALLERY_PICTURES = [
  // Backyard transformations
  scene("backyard-01", { finish: "broom", color: "#d4d1c9", seed: 31, width: 34, props: ["wall", "fire"] }),
  scene("backyard-02", { finish: "stamped", color: "#c8b49a", seed: 32, width: 28, props: ["table", "grill"], camX: 3 }),
  scene("backyard-03", { finish: "broom", color: "#cfccc4", seed: 33, width: 40, depth: 28, props: ["table"], wall: "#c9d3d8" }),
  scene("backyard-04", { finish: "exposed", color: "#b9ad9b", seed: 34, width: 26, props: ["table", "planters"] }),
  scene("backyard-05", { finish: "broom", color: "#d6d3cb", seed: 35, width: 24, props: ["grill", "planters"], camX: -3 }),
  scene("backyard-06", { finish: "broom", color: "#cdcac2", seed: 36, width: 32, props: ["wall", "table"], wall: "#e3dccd" }),
  scene("backyard-07", { finish: "stamped", color: "#a9785c", grout: "#5f3b2a", seed: 37, width: 20, border: true, props: ["grill", "table"] }),
  scene("backyard-08", { finish: "stamped", color: "#8f8a84", grout: "#4e4a46", seed: 38, width: 36, props: ["fire", "table"], dusk: true }),
  // Stamped patios
  scene("stamped-01", { finish: "stamped", color: "#a39a8c", grout: "#5e554b", seed: 41, width: 28, props: ["table"] }),
  scene("stamped-02", { finish: "stamped", color: "#d2b48c", grout: "#8f7152", seed: 42, width: 24, props: ["table", "planters"], camX: 2 }),
  closeUp("stamped-03", { color: "#9f8e7b", grout: "#4f453c", seed: 43 }),
  scene("stamped-04", { finish: "stamped", color: "#8a6a4f", grout: "#4b3526", seed: 44, width: 22, border: true, props: ["grill"] }),
  scene("stamped-05", { finish: "stamped", color: "#9c9993", grout: "#5c5955", seed: 45, width: 34, props: ["fire", "table"], dusk: true }),
  scene("stamped-06", { finish: "stamped", color: "#c9ab86", grout: "#7e6448", seed: 46, width: 32, props: ["wall"], wallColor: "#a8957a" }),
  closeUp("stamped-07", { color: "#5d5a57", grout: "#1f1d1c", seed: 47 }),
  scene("stamped-08", { finish: "stamped", color: "#b27459", grout: "#6b3f2e", seed: 48, width: 24, props: ["table", "grill"], wall: "#b5655a" }),
  // Modern patios
  scene("modern-01", { finish: "modern", color: "#dcdad4", seed: 51, width: 30, props: ["table"], wall: "#f1efe9" }),
  scene("modern-02", { finish: "modern", color: "#5f6166", seed: 52, width: 34, props: ["fire", "table"], dusk: true, wall: "#cfd2d4" }),
  scene("modern-03", { finish: "broom", color: "#e2dfd8", seed: 53, width: 24, props: ["planters"], wall: "#e7e1d5" }),
  scene("modern-04", { finish: "exposed", color: "#c4c1ba", seed: 54, width: 28, props: ["wall"], wallColor: "#8c8d90" }),
  scene("modern-05", { finish: "modern", color: "#bebcb6", seed: 55, width: 32, props: ["grill"], wall: "#a9adb1" }),
  scene("modern-06", { finish: "exposed", color: "#a9a296", seed: 56, width: 22, props: ["table"] }),
  scene("modern-07", { finish: "modern", color: "#c9c6bf", grout: "#3c3d40", seed: 57, width: 38, border: true, props: ["table", "planters"] }),
  scene("modern-08", { finish: "modern", color: "#d8d5ce", seed: 58, width: 26, props: ["table", "planters"], wall: "#d8c8a8" }),
];
