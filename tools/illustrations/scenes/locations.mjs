// One picture per town, each with its own landmark.
import {
  courthouseSquare,
  desMoinesSkyline,
  farmland,
  lakeBackdrop,
  riverBackdrop,
  rollingHills,
  waterTower,
  windTurbines,
} from "../landmarks.mjs";
import { streetScene } from "../street-scene.mjs";

export const LOCATIONS = {
  "des-moines": () =>
    streetScene({
      skyline: desMoinesSkyline,
      horizon: 0.5,
      houseZ: 70,
      homes: [
        { x: -128, z: 76, style: "brick", garage: "right", stories: 1, roofKind: "hip" },
        { x: -40, z: 70, style: "tan", garage: "right", stories: 1, roofKind: "side" },
        { x: 48, z: 76, style: "grey", garage: "left", stories: 1, roofKind: "hip" },
      ],
      trees: [
        { X: -62, Z: 104, size: 40, seed: 31 },
        { X: 46, Z: 40, size: 34, seed: 32 },
      ],
      treeLineHeight: 0.03,
    }),
  ankeny: () =>
    streetScene({
      skyline: (cam) => waterTower(cam, { X: 250 }),
      homes: [
        { x: -80, z: 64, style: "white", garage: "right", stories: 2 },
        { x: -8, z: 60, style: "grey", garage: "right", stories: 2 },
        { x: 62, z: 64, style: "sage", garage: "left", stories: 2 },
      ],
      trees: [
        { X: -12, Z: 38, size: 12, seed: 41, young: true },
        { X: -86, Z: 40, size: 12, seed: 42, young: true },
        { X: 74, Z: 40, size: 12, seed: 43, young: true },
      ],
      treeLineHeight: 0.02,
    }),
  waukee: () =>
    streetScene({
      skyline: windTurbines,
      focal: 0.55,
      homes: [
        { x: -112, z: 66, style: "tan", garage: "right", stories: 1, cars: 3 },
        { x: -22, z: 60, style: "white", garage: "right", stories: 1, cars: 3, roofKind: "hip" },
        { x: 70, z: 66, style: "grey", garage: "left", stories: 2, cars: 3 },
      ],
      trees: [
        { X: -20, Z: 36, size: 12, seed: 51, young: true },
        { X: 64, Z: 38, size: 12, seed: 52, young: true },
      ],
      treeLineHeight: 0.015,
      groundColor: "#a2b57c",
    }),
  "west-des-moines": () =>
    streetScene({
      homes: [
        { x: -96, z: 66, style: "tan", garage: "right", stories: 2 },
        { x: -18, z: 60, style: "white", garage: "right", stories: 2 },
        { x: 56, z: 66, style: "blue", garage: "left", stories: 1 },
      ],
      trees: [
        { X: -13.5, Z: 18.8, size: 40, seed: 61 },
        { X: 14.5, Z: 18.8, size: 40, seed: 62 },
        { X: -20, Z: 110, size: 46, seed: 64 },
        { X: 60, Z: 120, size: 44, seed: 65 },
      ],
      treeLineHeight: 0.06,
    }),
  urbandale: () =>
    streetScene({
      homes: [
        { x: -100, z: 66, style: "brick", garage: "right", stories: 1, cars: 1, roofKind: "hip" },
        { x: -22, z: 60, style: "grey", garage: "right", stories: 1, roofKind: "hip" },
        { x: 58, z: 66, style: "tan", garage: "left", stories: 1, cars: 1 },
      ],
      trees: [
        { X: -50, Z: 100, size: 62, seed: 71 },
        { X: 40, Z: 104, size: 60, seed: 72 },
        { X: -120, Z: 46, size: 54, seed: 73 },
        { X: 96, Z: 44, size: 52, seed: 74 },
        { X: 10, Z: 150, size: 58, seed: 75 },
      ],
      treeLineHeight: 0.09,
      treeLineColor: "#6f9478",
    }),
  altoona: () =>
    streetScene({
      backdrop: riverBackdrop,
      eye: 16,
      horizon: 0.34,
      lawnDepth: 100,
      homes: [{ x: -40, z: 58, style: "beige", garage: "right", stories: 1, roofKind: "hip" }],
      trees: [
        { X: 44, Z: 92, size: 30, seed: 81 },
        { X: -70, Z: 90, size: 34, seed: 82 },
        { X: 70, Z: 230, size: 40, seed: 83 },
        { X: 20, Z: 240, size: 36, seed: 84 },
        { X: -40, Z: 250, size: 42, seed: 85 },
      ],
      treeLineHeight: 0.05,
      treeLineColor: "#5f8a68",
    }),
  norwalk: () =>
    streetScene({
      backdrop: farmland,
      lawnDepth: 100,
      eye: 14,
      horizon: 0.36,
      homes: [
        { x: -120, z: 62, style: "white", garage: "right", stories: 1 },
        { x: -50, z: 58, style: "tan", garage: "right", stories: 2 },
      ],
      trees: [
        { X: 64, Z: 97, size: 30, seed: 91 },
        { X: -60, Z: 97, size: 36, seed: 92 },
      ],
      treeLineHeight: 0.02,
    }),
  indianola: () =>
    streetScene({
      backdrop: courthouseSquare,
      centerWalk: { x: -2, to: 140 },
      lawnDepth: 140,
      horizon: 0.44,
      homes: [
        { x: -78, z: 66, style: "brick", garage: "right", stories: 2, roofKind: "front" },
        { x: 24, z: 66, style: "white", garage: "left", stories: 2, roofKind: "front" },
      ],
      trees: [
        { X: -40, Z: 150, size: 40, seed: 101 },
        { X: 38, Z: 150, size: 40, seed: 102 },
        { X: -130, Z: 40, size: 46, seed: 103 },
      ],
      treeLineHeight: 0.02,
    }),
  johnston: () =>
    streetScene({
      backdrop: lakeBackdrop,
      eye: 18,
      horizon: 0.32,
      homes: [
        { x: -120, z: 62, style: "grey", garage: "right", stories: 2 },
        { x: -46, z: 58, style: "white", garage: "right", stories: 1, roofKind: "hip" },
      ],
      trees: [
        { X: 50, Z: 110, size: 40, seed: 111, kind: "pine" },
        { X: 100, Z: 130, size: 44, seed: 112 },
      ],
      treeLineHeight: 0.035,
      treeLineColor: "#5a7f66",
    }),
  "pleasant-hill": () =>
    streetScene({
      backdrop: rollingHills,
      horizon: 0.45,
      homes: [
        { x: -90, z: 64, style: "beige", garage: "right", stories: 1 },
        { x: -12, z: 60, style: "sage", garage: "right", stories: 2 },
        { x: 62, z: 66, style: "grey", garage: "left", stories: 1 },
      ],
      trees: [
        { X: -24, Z: 100, size: 34, seed: 121 },
        { X: 100, Z: 40, size: 40, seed: 122 },
      ],
      treeLineHeight: 0.01,
    }),
};
