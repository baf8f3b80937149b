// The screens' own stylesheets (every .css under features/) load with the frame's, right after it
// (main.tsx imports this module after styles/base.css, so their rules still win over the frame's),
// not with their lazy chunks: the server's HTML of any page is styled before a script runs, or when
// none runs (docs/architecture.md "Server rendering"). They add about 2 kB gzipped.
import.meta.glob('../features/**/*.css', { eager: true });
