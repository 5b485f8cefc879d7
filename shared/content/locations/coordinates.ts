/**
 * City centres (latitude, longitude, WGS 84) of every town the site names: the ten with a
 * page, and the five more the locations index lists without one. The service-area map
 * places its markers here; the city pages' structured data uses them for areaServed.
 */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

export const cityCoordinates = {
  "des-moines": { latitude: 41.5868, longitude: -93.625 },
  ankeny: { latitude: 41.7318, longitude: -93.6001 },
  waukee: { latitude: 41.6117, longitude: -93.8852 },
  "west-des-moines": { latitude: 41.5772, longitude: -93.7113 },
  urbandale: { latitude: 41.6267, longitude: -93.7122 },
  altoona: { latitude: 41.6441, longitude: -93.4647 },
  norwalk: { latitude: 41.4753, longitude: -93.6788 },
  indianola: { latitude: 41.358, longitude: -93.5574 },
  johnston: { latitude: 41.6733, longitude: -93.6977 },
  "pleasant-hill": { latitude: 41.5839, longitude: -93.5199 },
  grimes: { latitude: 41.6883, longitude: -93.791 },
  clive: { latitude: 41.603, longitude: -93.7241 },
  "windsor-heights": { latitude: 41.5978, longitude: -93.7083 },
  bondurant: { latitude: 41.7005, longitude: -93.4621 },
  carlisle: { latitude: 41.5008, longitude: -93.491 },
} as const satisfies Record<string, Coordinates>;

export type CitySlug = keyof typeof cityCoordinates;
