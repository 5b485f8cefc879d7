import { locationPageCopy } from "@shared/content/pages/location-page";
import { ButtonLink } from "./ButtonLink";
import { NotFoundCard } from "./NotFoundCard";

const copy = locationPageCopy.notFound;

/** The spec's card when a city cannot be loaded: Location Not Found, and a way to the list of locations. */
export function LocationNotFound() {
  return (
    <NotFoundCard heading={copy.heading} text={copy.text}>
      <ButtonLink to="/locations">{copy.action}</ButtonLink>
    </NotFoundCard>
  );
}
