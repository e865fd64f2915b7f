/** Demo accounts seeded by the reference backend (README lists them). */
export const demoPassword = 'Demo@2026!';
export const seller = { email: 'vendedor@demo.com.br', password: demoPassword, name: 'Lucas Almeida' };
export const leader = { email: 'lider@demo.com.br', password: demoPassword };
export const admin = { email: 'admin@demo.com.br', password: demoPassword };
