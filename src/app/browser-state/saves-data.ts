// Whether the visitor asked the browser to save data (it then also sends `Save-Data: on`): read by
// what a page adds on its own after the paint (the app on demand, the field-speed script).
export function savesData(nav: Navigator = navigator): boolean {
  return (nav as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}
