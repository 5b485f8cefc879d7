import { Router } from "express";
import type { ContentSource } from "./source";

export function createWpApiRouter(_content: ContentSource) {
  return Router();
}
