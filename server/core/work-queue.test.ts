import { describe, expect, it } from "vitest";
import { createWorkQueue, QueueFullError } from "./work-queue.ts";

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe("turns", () => {
  it("refuses past the queue's bound, lets a caller who gave up leave the queue, and gives turns in order", async () => {
    const turns = createWorkQueue(1);
    const first = gate();
    const order: string[] = [];
    const running = turns.run(async () => {
      order.push("first");
      await first.opened;
    });
    const gone = new AbortController();
    const left = turns.run(async () => void order.push("left"), { signal: gone.signal, queueLimit: 2 });
    const second = turns.run(async () => void order.push("second"), { queueLimit: 2 });
    await expect(turns.run(async () => void order.push("refused"), { queueLimit: 2 })).rejects.toBeInstanceOf(
      QueueFullError,
    );
    expect(turns.waiting).toBe(2);
    gone.abort();
    await expect(left).rejects.toThrow();
    expect(turns.waiting).toBe(1);
    // Its place is free again.
    const third = turns.run(async () => void order.push("third"), { queueLimit: 2 });
    first.open();
    await Promise.all([running, second, third]);
    expect(order).toEqual(["first", "second", "third"]);
    expect([turns.running, turns.waiting]).toEqual([0, 0]);
  });

  it("lets background work wait for anyone else, until somebody waits for it too", async () => {
    const turns = createWorkQueue(1);
    const first = gate();
    const order: string[] = [];
    const running = turns.run(() => first.opened);
    let wanted = false;
    const queued = [
      turns.run(async () => void order.push("background"), { background: () => true }),
      turns.run(async () => void order.push("wanted later"), { background: () => !wanted }),
      turns.run(async () => void order.push("visitor")),
    ];
    wanted = true;
    first.open();
    await Promise.all([running, ...queued]);
    expect(order).toEqual(["wanted later", "visitor", "background"]);
  });
});
