// Placeholder: the admin-area engineer replaces this file (admin spec). The route in
// app/routes/admin.tsx already guards it: spinner while the user loads, non-admins go to /.
export default function AdminPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-white">Admin Panel</h1>
      <p className="mt-2 text-zinc-400">The admin area is being built.</p>
    </div>
  );
}
