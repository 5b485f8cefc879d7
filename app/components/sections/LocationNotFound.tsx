import { locationPageCopy } from "@shared/content/pages/location-page.ts";
import { ButtonLink } from "./ButtonLink.tsx";
import { NotFoundCard } from "./NotFoundCard.tsx";

const copy = locationPageCopy.notFound;

/** The spec's card when a city cannot be loaded: Location Not Found, and a way to the list of locations. */
export function LocationNotFound() {
  return (
    <NotFoundCard heading={copy.heading} text={copy.text}>
      <ButtonLink to="/locations">{copy.action}</ButtonLink>
    </NotFoundCard>
  );
}
