export default function Page() {
  return <h1>driveways</h1>;
}
