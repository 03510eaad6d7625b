#pragma once

#include "clicommand.h"

/** `battlemat-cli roll EXPR [--seed N] [--weapon NdM] [--purpose TEXT]`: one recorded roll. */
CliCommand rollCliCommand();
/** `battlemat-cli odds EXPR [--dc N | --vs-defense N [--damage EXPR] | --vs EXPR] [--boost NdS!] [--weapon NdM]`. */
CliCommand oddsCliCommand();
