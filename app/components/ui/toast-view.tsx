import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { useSyncExternalStore } from "react";
import { currentToast, dismissToast, subscribeToToasts, type ToastVariant } from "~/lib/toast.ts";

/** The spec's toast defaults. */
const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

const variantClass: Record<ToastVariant, string> = {
  default: "border-concrete-200 bg-white text-concrete-900",
  destructive: "border-red-800 bg-red-700 text-white",
};

/** Shows the toast from `~/lib/toast` in the top-right corner (clear of the mobile action bar). */
export default function ToastView() {
  const message = useSyncExternalStore(subscribeToToasts, currentToast, () => null);

  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {message ? (
        <Toast.Root
          key={message.id}
          type={message.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast(message.id);
          }}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-12 shadow-xl transition-transform data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none ${variantClass[message.variant]}`}
        >
          <div className="grid gap-1">
            <Toast.Title className="font-semibold">{message.title}</Toast.Title>
            {message.description ? (
              <Toast.Description className="text-sm opacity-95">{message.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Dismiss notification"
            className="absolute top-2 right-2 grid size-8 place-items-center rounded-md opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ) : null}
      <Toast.Viewport
        label="Notifications ({hotkey})"
        className="pointer-events-none fixed top-0 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
