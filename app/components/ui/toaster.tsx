export function Toaster() {
  return null;
}
