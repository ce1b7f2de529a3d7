// Everything is in the header; SwiftPM needs one source file to build the target.
#include "CLoomAtomics.h"
