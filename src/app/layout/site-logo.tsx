/** The association's mark: a bicycle wheel over rolling vineyard hills. */
export function SiteLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" width="40" height="40" className={className} aria-hidden="true">
      <circle cx="24" cy="24" r="23" fill="#3f5a2a" />
      <path d="M3 31c7-6 13-7 21-3s14 3 21-2v6a23 23 0 0 1-42 0z" fill="#8a1c3a" />
      <circle cx="24" cy="20" r="9" fill="none" stroke="#f8f5f0" strokeWidth="2.5" />
      <path d="M24 11v18M15 20h18M17.6 13.6l12.8 12.8M30.4 13.6 17.6 26.4" stroke="#f8f5f0" />
    </svg>
  );
}
