/** Shown instead of a widget whose required parameters (apiKey, companyId, …) are empty. */
export function MissingParams({ message }: { message: string }) {
  return (
    <p className="bk-message bk-center" data-tone="error" role="alert">
      {message}
    </p>
  );
}
