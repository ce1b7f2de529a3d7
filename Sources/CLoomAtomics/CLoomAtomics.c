// The operations are in the header; this file defines the one global they read.
#include "CLoomAtomics.h"

intptr_t loom_observers_active = 0;
