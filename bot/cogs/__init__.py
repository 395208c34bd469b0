"""Cogs, one per concern; their slash commands are subcommands of every hosted game's group (_group)."""
