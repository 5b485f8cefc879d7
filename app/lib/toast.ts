/**
 * A tiny toast store: any code (a form's submit handler) calls `toast()`,
 * the Toaster in the root layout shows it. One toast at a time, as the spec
 * says: a new one replaces the one on screen.
 */
export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastMessage extends Required<Pick<ToastInput, "title" | "variant">> {
  /** Changes with every toast, so a replacement restarts the timer and is announced again. */
  id: number;
  description?: string;
}

type Listener = (message: ToastMessage | null) => void;

let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function publish(message: ToastMessage | null) {
  current = message;
  for (const listener of listeners) listener(current);
}

export function toast({ title, description, variant = "default" }: ToastInput): ToastMessage {
  const message: ToastMessage = { id: nextId++, title, description, variant };
  publish(message);
  return message;
}

/** Removes the toast on screen; with an id, only if that toast is still the one shown. */
export function dismissToast(id?: number) {
  if (current && (id === undefined || current.id === id)) publish(null);
}

export function currentToast(): ToastMessage | null {
  return current;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
