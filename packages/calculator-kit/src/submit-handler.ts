/**
 * A form's submit handler that keeps the browser from sending the form (the calculator checks
 * and calculates in the page) and calls `submit`: `<form noValidate onSubmit={submitHandler(calculator.submit)}>`.
 */
export function submitHandler(submit: () => unknown): (event: { preventDefault(): void }) => void {
  return (event) => {
    event.preventDefault();
    // A submit that returns a promise (one that asks the API) reports its own failures.
    void submit();
  };
}
