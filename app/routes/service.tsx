export default function Page() {
  return <h1>service</h1>;
}
