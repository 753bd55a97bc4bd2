// Shares one database read among the callers that need it at about the same time, without handing
// anyone a result older than their own call: a caller who arrives while a read is under way (it
// may have been sent before something the caller must see) waits for the next read, which starts
// when that one ends and serves everyone who arrived meanwhile. So at most two reads are ever
// outstanding, however many callers there are.
export function createFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let underWay: Promise<T> | null = null;
  let next: Promise<T> | null = null;

  function send(): Promise<T> {
    const reading = read();
    underWay = reading;
    const settle = () => {
      if (underWay === reading) underWay = null;
    };
    reading.then(settle, settle);
    return reading;
  }

  return () => {
    if (underWay === null) return send();
    next ??= underWay
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = null;
        return send();
      });
    return next;
  };
}
