export function LandingPage() {
  return <main id="home"><h1>Negócios Ozonteck</h1></main>;
}
