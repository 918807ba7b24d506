// The schedule as a file the visitor keeps: mortgage-math's CSV (the on-screen rows, to the cent,
// closing at 0), handed to the browser as a download. Nothing leaves the page.

/** The downloaded file's name. */
export const CSV_FILE_NAME = 'amortization-schedule.csv';

/** Saves `csv` as a file through a temporary object URL and a download link. */
export function downloadCsv(csv: string, fileName: string = CSV_FILE_NAME): void {
  const blob = new Blob([csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
