/** Toast settings from the specification: 3000 ms, top-right, 300 px wide, 300 ms animation. */
export const TOAST = { autoClose: 3000, position: 'top-right', width: 300, transitionDuration: 300 } as const;
