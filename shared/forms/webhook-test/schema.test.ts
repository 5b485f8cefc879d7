import { describe, expect, it } from "vitest";
import { fieldErrors } from "../field-errors.test-support.ts";
import { webhookTestSchema } from "./schema.ts";

describe("webhook test form", () => {
  it("needs only a name and an e-mail", () => {
    expect(fieldErrors(webhookTestSchema, { name: "Test User", email: "test@example.com" })).toBeNull();
    expect(
      fieldErrors(webhookTestSchema, {
        name: "Test User",
        email: "test@example.com",
        phone: "",
        message: "",
      }),
    ).toBeNull();
  });

  it("says which of the two is missing or wrong", () => {
    expect(fieldErrors(webhookTestSchema, { name: "", email: "test" })).toEqual({
      name: ["Name is required"],
      email: ["Please enter a valid email"],
    });
  });
});
