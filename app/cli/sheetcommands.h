#pragma once

#include "clicommand.h"

#include <QCoreApplication>

#include <memory>

/**
 * `battlemat-cli sheet HERO.json... [--pdf OUT.pdf [--paper a4|letter]]`: the derived character sheet as JSON, or
 * the party's sheets and power cards as one PDF.
 */
CliCommand sheetCliCommand();

/**
 * The application object battlemat-cli runs with: a QCoreApplication, except for `sheet ... --pdf`, which paints
 * text and so needs a QGuiApplication, on the offscreen platform so that no display is needed. Every other
 * subcommand stays GUI-free.
 */
std::unique_ptr<QCoreApplication> createCliApplication(int &argc, char **argv);
