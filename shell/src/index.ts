// The async boundary lets the federation runtime negotiate shared singletons before any
// application code runs.
import('./bootstrap');
