import type { ContentSource } from "./source";

export class WordPressSource implements ContentSource {
  constructor(readonly opts: { baseUrl: string; timeoutMs: number }) {}
  readonly name = "wordpress";
  async getCta() { return null; }
  async getFaq() { return []; }
  async getProcess() { return []; }
  async getTestimonials() { return []; }
  async getContactInfo() { return null; }
  async getAbout() { return null; }
  async getService(_slug: string) { return null; }
  async listServices() { return []; }
  async getLocation(_slug: string) { return null; }
  async listLocations() { return []; }
  async getHeaderMenu() { return []; }
  async getFooterOptions() { return null; }
}
