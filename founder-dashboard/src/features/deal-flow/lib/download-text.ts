/**
 * Offers text to the user as a file: a Blob behind a temporary link clicked for them (the API answers need the bearer
 * token, so a plain <a href> to the endpoint cannot work).
 */
export const downloadText = (text: string, fileName: string, type: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
