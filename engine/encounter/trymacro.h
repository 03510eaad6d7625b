#pragma once

// Reads one fallible value into a new variable or returns its Error from the enclosing function. For the JSON
// readers of the encounter module, where each field read can fail and the first failure is the message.
#define BATTLEMAT_TRY(variable, expression)                                                                            \
    auto variable = (expression);                                                                                      \
    if (!variable)                                                                                                     \
        return variable.error();
