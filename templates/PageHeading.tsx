export function PageHeading({ title }: { title: string }) {
  return (
    <header className="page-heading">
      <h1>{title}</h1>
    </header>
  );
}
