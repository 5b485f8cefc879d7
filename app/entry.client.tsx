import { captureCampaignOnStart } from "@shared/forms/utm.ts";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// Where the visitor came from is saved before anything else runs, so every lead form can send it.
captureCampaignOnStart();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
