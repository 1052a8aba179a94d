// Imported first by entry.tsx, so the mark comes before React is evaluated (as in the site, where
// src/app/main.tsx sets it just before importing React).
performance.mark('evaluation-start');
