/** Shown instead of a widget whose required parameters (apiKey, companyId, …) are empty. */
export function MissingParams({ message }: { message: string }) {
  return (
    <p className="bk-message" data-tone="error" role="alert">
      {message}
    </p>
  );
}
