// Shared <defs>: concrete grain, sky gradients, blurs and the slate texture.
import { svgDocument } from "./svg.mjs";

/** Speckled grain for concrete: dark and light flecks clipped to the painted shape. */
export function grainFilter(id, { frequency = 0.5, strength = 0.12, seed = 4 } = {}) {
  return `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
<feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${seed}" result="noise"/>
<feColorMatrix in="noise" type="matrix" values="0 0 0 0 0.25  0 0 0 0 0.25  0 0 0 0 0.24  ${strength * 5} 0 0 0 ${-strength * 2.2}" result="dark"/>
<feColorMatrix in="noise" type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 0.98  ${-strength * 4} 0 0 0 ${strength * 2}" result="light"/>
<feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="2" seed="${seed + 9}" result="blotch"/>
<feColorMatrix in="blotch" type="matrix" values="0 0 0 0 0.3  0 0 0 0 0.3  0 0 0 0 0.28  ${strength * 1.6} 0 0 0 ${-strength * 0.55}" result="mottle"/>
<feMerge result="speckled"><feMergeNode in="SourceGraphic"/><feMergeNode in="mottle"/><feMergeNode in="dark"/><feMergeNode in="light"/></feMerge>
<feComposite in="speckled" in2="SourceGraphic" operator="in"/>
</filter>`;
}

function skyGradient(id, top = "#7fb6e3", bottom = "#e4f0f7") {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

const softShadow = `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>`;

const cloudBlur = `<filter id="cloud" x="-30%" y="-60%" width="160%" height="220%"><feGaussianBlur stdDeviation="3"/></filter>`;

export const swirlBlur = `<filter id="swirlBlur" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="5"/></filter>`;

export function slateFilter() {
  return `<filter id="slate" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
<feTurbulence type="fractalNoise" baseFrequency="0.012 0.02" numOctaves="3" seed="5" result="cleft"/>
<feColorMatrix in="cleft" type="matrix" values="0 0 0 0 0.18  0 0 0 0 0.16  0 0 0 0 0.14  0.5 0 0 0 -0.2" result="shadow"/>
<feTurbulence type="fractalNoise" baseFrequency="0.45" numOctaves="1" seed="9" result="grit"/>
<feColorMatrix in="grit" type="matrix" values="0 0 0 0 0.2  0 0 0 0 0.2  0 0 0 0 0.2  0.45 0 0 0 -0.18" result="dots"/>
<feMerge result="all"><feMergeNode in="SourceGraphic"/><feMergeNode in="shadow"/><feMergeNode in="dots"/></feMerge>
<feComposite in="all" in2="SourceGraphic" operator="in"/>
</filter>`;
}

export function sharedDefs() {
  return [
    skyGradient("sky"),
    skyGradient("dusk", "#6fa5d6", "#f6e7cf"),
    grainFilter("grain"),
    grainFilter("grainFine", { frequency: 1.1, strength: 0.12, seed: 11 }),
    grainFilter("grainSoft", { frequency: 0.35, strength: 0.08, seed: 13 }),
    softShadow,
    cloudBlur,
  ].join("");
}

export function sceneShell(width, height, extraDefs, body) {
  return svgDocument(width, height, sharedDefs() + extraDefs, body);
}
