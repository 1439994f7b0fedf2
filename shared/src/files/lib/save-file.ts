/**
 * Offers a Blob to the user as a file: a temporary object URL behind a link clicked for them (the API answers need
 * the bearer token, so a plain <a href> to the endpoint cannot work).
 */
export const saveFile = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start reading the Blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
