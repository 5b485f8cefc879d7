// The brand colours the pictures share with the site theme (brand-800/900, accent-400/500 in app/app.css).

export const BRAND = {
  navy: "#143354",
  navyDeep: "#0f2740",
  amber: "#f8b936",
  amberDeep: "#e99d0c",
};
