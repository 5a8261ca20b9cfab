import CounterButton from './counter-button';

export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>The framework floor that the shop pages are measured against.</p>
      <CounterButton />
    </main>
  );
}
