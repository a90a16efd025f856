/**
 * Every table, for drizzle-kit: the hand-written ones, and the declared resources' (loading the registry defines them,
 * and lets a foreign key name a declared resource's table without importing it).
 */
import '../registry';

export * from './schema';
