export function FloatingActions() {
  return null;
}
