/** German texts of the audio block. */
export const deAudio = {
  unsupported: "Ihr Browser kann diese Audiodatei nicht abspielen.",
  fallbackTitle: "Audio",
} as const;
