// The pause between two requests to outside services in a bulk run (spec: 500 ms).
export const REQUEST_GAP_MS = 500;

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
